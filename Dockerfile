# The site as a container image: built with Node, served by Debian's nginx
# with deploy/nginx.conf and its headers, as in the tests.
#
#   docker build -t strapi-contributor-docs .
#   docker run --rm -p 8080:8080 strapi-contributor-docs
#
# Behind an HTTPS proxy or CDN, build with --build-arg BEHIND_HTTPS=1 to send
# Strict-Transport-Security (deploy/README.md).
#
# The build context has no .git (.dockerignore), so pages show no
# last-updated dates (config/site.ts).

FROM node:20-bookworm AS build
WORKDIR /site
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG BEHIND_HTTPS=0
RUN npm run build \
  && mkdir -p /usr/share/nginx \
  && cp -a build /usr/share/nginx/strapi-docs \
  && bash deploy/render-container.sh /usr/share/nginx/strapi-docs /etc/nginx/strapi-docs

FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/*
COPY --from=build /usr/share/nginx/strapi-docs /usr/share/nginx/strapi-docs
COPY --from=build /etc/nginx/strapi-docs /etc/nginx/strapi-docs
EXPOSE 8080
STOPSIGNAL SIGQUIT
CMD ["nginx", "-c", "/etc/nginx/strapi-docs/nginx.conf", "-p", "/etc/nginx/strapi-docs"]
